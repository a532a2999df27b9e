//! What the tool subcommands share: `--help` prints the usage, and options that do not parse
//! print the reason and the usage and end with status 2.

use std::process::ExitCode;

/// The options of `rookery COMMAND ARGS…`, or the status to end with.
pub fn options<O>(
    command: &str,
    usage: &str,
    args: &[String],
    parse: impl FnOnce(&[String]) -> Result<O, String>,
) -> Result<O, ExitCode> {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{usage}");
        return Err(ExitCode::SUCCESS);
    }
    parse(args).map_err(|e| {
        eprintln!("rookery {command}: {e}\n{usage}");
        ExitCode::from(2)
    })
}
