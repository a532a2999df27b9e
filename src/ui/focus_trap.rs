//! Keeps the keyboard inside an open dialog (issue 13): [`use_focus_trap`] gives the node to
//! put on the dialog and its `keydown` handler. When the dialog opens the focus goes to its
//! first control; Tab from the last control goes back to the first and Shift+Tab from the
//! first to the last, so the page behind cannot be reached until the dialog closes.

use wasm_bindgen::JsCast;
use yew::prelude::*;

const FOCUSABLE: &str = "button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex=\"-1\"])";

fn controls(node: &NodeRef) -> Vec<web_sys::HtmlElement> {
    let Some(root) = node.cast::<web_sys::Element>() else {
        return Vec::new();
    };
    let Ok(list) = root.query_selector_all(FOCUSABLE) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
        .collect()
}

#[hook]
pub fn use_focus_trap() -> (NodeRef, Callback<KeyboardEvent>) {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with((), move |_| {
            if let Some(first) = controls(&node).first() {
                let _ = first.focus();
            }
        });
    }
    let on_key = {
        let node = node.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() != "Tab" {
                return;
            }
            let all = controls(&node);
            let (Some(first), Some(last)) = (all.first(), all.last()) else {
                return;
            };
            let active = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.active_element());
            let at = |el: &web_sys::HtmlElement| active.as_ref() == Some(el.unchecked_ref());
            if e.shift_key() && at(first) {
                e.prevent_default();
                let _ = last.focus();
            } else if !e.shift_key() && at(last) {
                e.prevent_default();
                let _ = first.focus();
            }
        })
    };
    (node, on_key)
}
