//! [`Shared`]: the app's plain-Rust [`AppState`] wrapped as a Yew reducer, the one handle the
//! app component and its hooks share.

use std::rc::Rc;

use yew::Reducible;

use super::state::{Action, AppState};

/// Makes [`AppState`] a Yew reducer.
#[derive(Clone, PartialEq)]
pub struct Shared(pub AppState);

impl Reducible for Shared {
    type Action = Action;
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = self.0.clone();
        next.apply(action);
        Rc::new(Shared(next))
    }
}
