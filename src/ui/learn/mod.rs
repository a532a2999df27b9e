//! Learn (issue 12): the lessons (content as data in `lessons/`, read by [`lesson`]), a step
//! being played and checked by the rules engine ([`step_state`]), the learner's progress
//! ([`progress`]) and the coordinates trainer ([`trainer`]). Pure Rust, tested natively; the
//! components that show them are in the extras wasm.

pub mod lesson;
pub mod progress;
pub mod step_state;
pub mod trainer;
