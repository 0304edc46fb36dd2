// Loaded as a classic script in <head>, before the page is drawn: inside a table round (?table=...) the pad
// shows that round only, so its links away are hidden from the first paint (app.css: .in-table)
if (new URLSearchParams(location.search).get('table')) document.documentElement.classList.add('in-table');
