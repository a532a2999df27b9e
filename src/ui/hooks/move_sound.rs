//! A short, soft click for each move (an embed's `sound=1`), made with the Web Audio API: no
//! sound file to download. Browsers start audio only after the user has touched the page;
//! until then the click is silently skipped.

use std::cell::RefCell;
use std::rc::Rc;

use web_sys::{AudioContext, OscillatorType};
use yew::prelude::*;

fn click(context: &AudioContext) -> Result<(), wasm_bindgen::JsValue> {
    let t = context.current_time();
    let osc = context.create_oscillator()?;
    let gain = context.create_gain()?;
    osc.set_type(OscillatorType::Triangle);
    osc.frequency().set_value(520.0);
    gain.gain().set_value_at_time(0.18, t)?;
    gain.gain()
        .exponential_ramp_to_value_at_time(0.001, t + 0.09)?;
    osc.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&context.destination())?;
    osc.start()?;
    osc.stop_with_when(t + 0.1)?;
    Ok(())
}

/// Clicks when `plies` grows (a move was played), if `on`.
#[hook]
pub fn use_move_sound(plies: usize, on: bool) {
    let context: Rc<RefCell<Option<AudioContext>>> = use_mut_ref(|| None);
    let last = use_mut_ref(|| plies);
    use_effect_with(plies, move |&plies| {
        let grew = plies > *last.borrow();
        *last.borrow_mut() = plies;
        if on && grew {
            let mut context = context.borrow_mut();
            if context.is_none() {
                *context = AudioContext::new().ok();
            }
            if let Some(ctx) = context.as_ref() {
                let _ = click(ctx);
            }
        }
    });
}
