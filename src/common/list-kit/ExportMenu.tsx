import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { FILE_FORMATS, type FileFormat } from '@contract/domain';
import type { Download } from '../../providers/http';
import { useDownload } from './DownloadButton';

/**
 * An Export button whose menu offers the formats, an Excel workbook first and a CSV file second, and
 * downloads the file `fetchFile` fetches in the chosen one; "Exporting…" while it comes.
 */
export function ExportMenu({ fetchFile }: { fetchFile: (format: FileFormat) => Promise<Download> }) {
  const translate = useTranslate();
  const { fetching, save } = useDownload();
  // The menu is mounted from its opening to the end of its closing transition only, as the row menus are.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const exportAs = (format: FileFormat) => {
    setOpen(false);
    void save(() => fetchFile(format));
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
