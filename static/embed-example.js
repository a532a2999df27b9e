// The JavaScript API demo of embed-example.html (the page shows this code as it is).
// embed.js, loaded just before this file, defines window.Rookery.
'use strict';

const board = Rookery.embed(document.getElementById('api-demo'), { mode: 'play', level: 1 });

// Every event the board sends (ready, move, gameOver, solved, failed, resize, error)
// becomes one line of the list: its type and its data as JSON.
const log = document.getElementById('event-log');
board.on('*', (data) => {
  const line = document.createElement('li');
  line.textContent = `${data.type} ${JSON.stringify(data)}`;
  log.appendChild(line);
});

// Commands sent before the board is ready wait, and go as soon as it is.
const button = (id, action) => document.getElementById(id).addEventListener('click', action);
button('cmd-flip', () => board.flip());
button('cmd-reset', () => board.reset());
button('cmd-e4', () => board.move('e2e4'));
button('cmd-level-8', () => board.setLevel(8));
button('cmd-position', () => board.setPosition('8/8/8/4k3/8/8/4P3/4K3 w - - 0 1'));
