import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState, type MouseEvent } from 'react';
import { htmlLang } from './htmlLang';

interface LanguageMenuProps {
  /** The chosen language's stored value ('english', 'german'). */
  locale: string;
  languages: readonly { locale: string; name: string }[];
  translate: (key: string, options?: Record<string, unknown>) => string;
  onChoose: (locale: string) => void;
}

/**
 * English / Deutsch: a button naming the chosen language and a menu of both. The signed-in top bar
 * (LanguageSwitch, where it inherits the bar's text colour) and the public pages each give it their language.
 */
export function LanguageMenu({ locale, languages, translate, onChoose }: LanguageMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = languages.find((language) => language.locale === locale)?.name ?? locale;

  const choose = (next: string) => {
    onChoose(next);
    setAnchor(null);
  };

  return (
    <>
      <Button
        color="inherit"
        aria-label={translate('app.language.label', { language: current })}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        sx={{ textTransform: 'none' }}
      >
        {current}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            lang={htmlLang(language.locale)}
            selected={language.locale === locale}
            onClick={() => choose(language.locale)}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
