import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  dataListSlotRecipe,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The app's Chakra system: the base config plus only the recipes the app uses. The full default
 * system costs hundreds of milliseconds of blocking time on the public pages (ARCHITECTURE.md).
 * Add a recipe here when a new component needs one.
 */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    html: { ...(globalCss.html as object), scrollPaddingTop: '80px' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        // The default red.500 error text is 3.8:1 on white; these meet WCAG AA (4.5:1) in both modes.
        fg: {
          ...semanticTokens.colors.fg,
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
      },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/**
 * Chakra's solid buttons lighten on hover (solid at 90% over the page): white on blue.600 then drops to 4.3:1
 * in light mode, below WCAG AA. They darken to the palette's text colour there instead; dark mode keeps the
 * default, where the dark page behind makes the 90% darker anyway.
 */
const hoverKeepsContrast = { bg: { _light: 'colorPalette.fg', _dark: 'colorPalette.solid/90' } };
const solidButtonContrast = defineConfig({
  theme: {
    recipes: {
      button: { variants: { variant: { solid: { _hover: hoverKeepsContrast, _expanded: hoverKeepsContrast } } } },
    },
  },
});

/**
 * A fresh system per app render. Chakra 3.37 memoizes css() by a key built from *sorted* property names
 * while its output keeps the first caller's order (chakra-ui/chakra-ui#10952, fixed after the 3.37.0 we
 * must pin): in a long-lived process (the dev server, the prerender) the first page to render a set of
 * style props fixed the emotion class for every later page, and the browser, starting fresh, computed
 * another one, so hydration mismatched. With a system per render, server and browser fill the cache in
 * the same order.
 */
export const createAppSystem = () => createSystem(mergeConfigs(defaultBaseConfig, themeConfig, solidButtonContrast));
