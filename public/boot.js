// Runs before the first paint: restores the direction, language and theme the user chose, so the
// page never flashes left-to-right or light before switching. Values that look like script
// injection are ignored.
(function () {
  try {
    var safe = /^[a-zA-Z-]{2,10}$/;
    var lng = localStorage.getItem('i18nextLng');
    var dir = localStorage.getItem('i18nextDirection');
    if (lng && safe.test(lng)) document.documentElement.lang = lng;
    if (dir === 'rtl' || dir === 'ltr') document.documentElement.dir = dir;
    else if (lng && lng.indexOf('ar') === 0) document.documentElement.dir = 'rtl';
    if (localStorage.getItem('theme') === 'dark') document.documentElement.dataset.theme = 'dark';
  } catch (e) {
    // storage may be unavailable (private mode): the defaults apply
  }
})();
