// Runs before the first paint: restores the direction, language and theme the user chose, so the
// page never flashes left-to-right or light before switching. Values that look like script
// injection are dropped from storage, as the app's own language detection does.
(function () {
  var root = document.documentElement;
  try {
    var store = window.localStorage;
    var lng = store.getItem('i18nextLng');
    var dir = store.getItem('i18nextDirection');
    if (lng !== null && !/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})?$/.test(lng)) {
      store.removeItem('i18nextLng');
      lng = null;
    }
    if (dir !== null && dir !== 'rtl' && dir !== 'ltr') {
      store.removeItem('i18nextDirection');
      dir = null;
    }
    var language = lng || navigator.language || 'en';
    var arabic = language.slice(0, 2).toLowerCase() === 'ar';
    root.lang = arabic ? 'ar' : 'en';
    // The server sends the light pages pre-rendered in the language this cookie names.
    if (lng && document.cookie.indexOf('i18next=' + root.lang) < 0)
      document.cookie = 'i18next=' + root.lang + '; path=/; max-age=31536000; samesite=lax';
    root.dir = dir || (arabic ? 'rtl' : 'ltr');
    if (store.getItem('theme') === 'dark') root.setAttribute('data-theme', 'dark');
  } catch {
    // storage may be unavailable (private mode): the defaults apply
  }
})();
