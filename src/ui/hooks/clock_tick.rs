//! Ticks the clocks (ten times a second) while one runs, so a flag falls on time.

use gloo::timers::callback::Interval;
use yew::prelude::*;

use crate::ui::shared::Shared;
use crate::ui::state::Action;
use crate::ui::time::now;

#[hook]
pub fn use_clock_tick(state: UseReducerHandle<Shared>) {
    let running = state.0.clocks.and_then(|c| c.running).is_some() && state.0.outcome().is_none();
    use_effect_with(running, move |running| {
        let interval = running
            .then(|| Interval::new(100, move || state.dispatch(Action::Tick { now: now() })));
        move || drop(interval)
    });
}
