// The page's tabs; the score pad and solo play start here.
import { startPad } from './pad.js';
import { startSolo } from './solo.js';

function show(tab) {
  for (const b of document.querySelectorAll('nav button')) b.classList.toggle('active', b.dataset.tab === tab);
  for (const s of document.querySelectorAll('main > section')) s.hidden = s.id !== tab;
  localStorage.setItem('pnp.tab', tab);
}

// inside a table round (?table=ikes or ?table=solo) the page shows that round only: no tabs, no links away,
// no challenge box (the table chose the challenge)
const round = new URLSearchParams(location.search).get('table');
for (const b of document.querySelectorAll('nav button')) b.addEventListener('click', () => show(b.dataset.tab));
show(round ? (round === 'solo' ? 'solo' : 'pad') : localStorage.getItem('pnp.tab') === 'solo' ? 'solo' : 'pad');
startPad();
startSolo();
