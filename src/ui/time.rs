//! The two clocks the app reads: the page's own monotonic clock for everything in the page
//! ([`now`]), and the wall clock for what must survive a reload ([`wall_now`]). Both are 0
//! when rendered natively.

/// Milliseconds since the page started (`performance.now()`).
pub fn now() -> f64 {
    #[cfg(all(feature = "csr", target_arch = "wasm32"))]
    {
        web_sys::window()
            .and_then(|w| w.performance())
            .map_or(0.0, |p| p.now())
    }
    #[cfg(not(all(feature = "csr", target_arch = "wasm32")))]
    0.0
}

/// Milliseconds since 1970 (`Date.now()`).
pub fn wall_now() -> f64 {
    #[cfg(all(feature = "csr", target_arch = "wasm32"))]
    {
        web_sys::js_sys::Date::now()
    }
    #[cfg(not(all(feature = "csr", target_arch = "wasm32")))]
    0.0
}
