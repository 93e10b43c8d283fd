import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

export type ColorModePreference = 'light' | 'dark';
export const MOBILE_BREAKPOINT_PX = 768;
const STORAGE_KEY = 'color-mode';

/**
 * Applies the colour mode before first paint (the provider keeps it in sync afterwards). Root inlines
 * it in <head>: as a separate file it was a render-blocking request queued behind the module preloads.
 */
export const COLOR_MODE_BOOT_SCRIPT = `(function(){var m='light';try{var s=localStorage.getItem('${STORAGE_KEY}');\
if(window.matchMedia('(min-width: ${MOBILE_BREAKPOINT_PX}px)').matches)\
m=s==='dark'||s==='light'?s:window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}catch(e){}\
var r=document.documentElement;r.classList.add(m);r.style.colorScheme=m})()`;

interface ColorModeValue {
  /** The mode in effect (always 'light' below 768 px). */
  colorMode: ColorModePreference;
  /** False below 768 px, where light mode is forced (SPEC §2). */
  canToggle: boolean;
  toggleColorMode: () => void;
}

const ColorModeContext = createContext<ColorModeValue>({
  colorMode: 'light',
  canToggle: false,
  toggleColorMode: () => {},
});

function readPreference(): ColorModePreference {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === 'light' || saved === 'dark') return saved;
  } catch {
    // storage may be unavailable (private mode); fall back to the system setting
  }
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function apply(mode: ColorModePreference) {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

/**
 * Light or dark mode, following the saved choice or the system. Narrower than 768 px the app is
 * always light. COLOR_MODE_BOOT_SCRIPT applies the same rule before first paint to avoid a flash.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreference] = useState<ColorModePreference>('light');
  const [narrow, setNarrow] = useState(true);

  useEffect(() => {
    setPreference(readPreference());
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const colorMode: ColorModePreference = narrow ? 'light' : preference;
  useEffect(() => apply(colorMode), [colorMode]);

  const toggleColorMode = useCallback(() => {
    setPreference((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      try {
        localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // not persisted; the choice still holds for this page
      }
      return next;
    });
  }, []);

  return (
    <ColorModeContext.Provider value={{ colorMode, canToggle: !narrow, toggleColorMode }}>
      {children}
    </ColorModeContext.Provider>
  );
}

export function useColorMode(): ColorModeValue {
  return useContext(ColorModeContext);
}
