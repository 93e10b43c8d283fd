// Applies the colour mode before first paint (the React provider keeps it in sync afterwards).
// Below 768 px the app is always light (SPEC §2).
(function () {
  var mode = 'light';
  try {
    var saved = localStorage.getItem('color-mode');
    var wide = window.matchMedia('(min-width: 768px)').matches;
    var prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    if (wide) mode = saved === 'dark' || saved === 'light' ? saved : prefersDark ? 'dark' : 'light';
  } catch {
    // storage or matchMedia unavailable: stay light
  }
  var root = document.documentElement;
  root.classList.add(mode);
  root.style.colorScheme = mode;
})();
