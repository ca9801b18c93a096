import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useListContext, useResourceContext, useTranslate } from 'react-admin';
import { FILE_FORMATS, type FileFormat } from '@contract/domain';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useDownload } from './DownloadButton';

/**
 * Downloads every record of the list around it, with its tab, search, filters and sort (not just the page),
 * as the API's file of the format chosen from its menu: an Excel workbook first, a CSV file second. `filter`
 * names the records of a list that holds them itself (a company's users).
 */
export function ExportButton({ filter: fixed }: { filter?: Record<string, unknown> }) {
  const { resource: listed, filter, filterValues, sort, meta } = useListContext();
  // A list over records it holds itself (a company's users) names its resource by the context around it.
  const resource = useResourceContext({ resource: listed || undefined }) ?? listed;
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { fetching, save } = useDownload();
  // The menu is mounted from its opening to the end of its closing transition only, as the row menus are.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  // The list asks with its filter values and its permanent filter (the tab, the parent record) together.
  const exportAs = (format: FileFormat) => {
    setOpen(false);
    void save(() =>
      dataProvider.exportList(
        resource,
        { filter: { ...filterValues, ...filter, ...fixed }, sort, meta },
        format,
      ),
    );
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        endIcon={<ArrowDropDownIcon />}
        disabled={fetching}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpen(true);
        }}
      >
        {translate(fetching ? 'app.list.exporting' : 'app.list.export')}
      </Button>
      {anchor && (
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={open}
          onClose={() => setOpen(false)}
          slotProps={{ transition: { onExited: () => setAnchor(null) } }}
        >
          {FILE_FORMATS.map((format) => (
            <MenuItem key={format} onClick={() => exportAs(format)}>
              {translate(`app.list.export_as.${format}`)}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
