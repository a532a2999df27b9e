//! PGN files from the player's device (issue 13): a picked or dropped [`web_sys::File`] read as
//! text (UTF-8, else Latin-1 as older PGN files are), and a [`Import`] read a few games per
//! turn of the event loop, about 12 ms at a time, so that the page keeps drawing its
//! progress bar and answering clicks while a big file loads.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::rules::pgn;
use crate::ui::study::import::Import;

/// Reads a file and hands its text to `done` (nothing happens when it cannot be read).
pub fn read_file(file: web_sys::File, done: impl FnOnce(String) + 'static) {
    wasm_bindgen_futures::spawn_local(async move {
        let Ok(buffer) = JsFuture::from(file.array_buffer()).await else {
            return;
        };
        let Ok(buffer) = buffer.dyn_into::<web_sys::js_sys::ArrayBuffer>() else {
            return;
        };
        let bytes = web_sys::js_sys::Uint8Array::new(&buffer).to_vec();
        done(pgn::decode(&bytes).into_owned());
    });
}

/// How long one turn of reading may take, in milliseconds.
const SLICE_MS: f64 = 12.0;

/// Reads `import` a slice at a time; after each slice `progress` is called (it redraws). The
/// reading stops when it is done or when nobody holds `import` any more (a new file, the
/// dialog closed).
pub fn run_import(import: &Rc<RefCell<Import>>, progress: impl Fn() + 'static) {
    fn slice(import: Weak<RefCell<Import>>, progress: Rc<dyn Fn()>) {
        let Some(import) = import.upgrade() else {
            return;
        };
        let now = crate::ui::time::now;
        let until = now() + SLICE_MS;
        let done = {
            let mut current = import.borrow_mut();
            current.step(&mut || now() < until);
            current.is_done()
        };
        progress();
        if !done {
            let next = Rc::downgrade(&import);
            Timeout::new(0, move || slice(next, progress)).forget();
        }
    }
    let weak = Rc::downgrade(import);
    Timeout::new(0, move || slice(weak, Rc::new(progress))).forget();
}
