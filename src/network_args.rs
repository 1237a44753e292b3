//! The network loader's flags, the same on every front end that loads pages (`run`,
//! `wpt` and the `wpt-runner` processes it passes them on to).
use std::path::PathBuf;
use std::time::Duration;

use crate::runtime::loader::allow_net::AllowNet;
use crate::runtime::loader::host_resolver_rules::HostResolverRules;
use crate::runtime::loader::hosts::VirtualHosts;
use crate::runtime::loader::network::{Network, NetworkOptions};

/// The flags as given (each checked when parsed), so they can be passed on as they are.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct NetworkArgs {
    /// Fetch these hosts over real HTTP(S) instead of from the hosts folder
    /// (HOST[:PORT][,…], as `localhost`, `127.0.0.1:5173`, `*.example.test`). Without it
    /// nothing leaves the process.
    #[arg(long, value_name = "HOSTS", value_parser = check_allow_net)]
    pub allow_net: Vec<String>,
    /// Trust the certificates of this PEM file (a local test CA) instead of the webpki
    /// roots (with --allow-net).
    #[arg(long, value_name = "FILE")]
    pub ca_cert: Vec<PathBuf>,
    /// Accept any server certificate (with --allow-net; for local test servers only).
    #[arg(long)]
    pub ignore_certificate_errors: bool,
    /// Connect to other addresses than DNS gives, as Chrome's switch reads
    /// (`MAP *.web-platform.test 127.0.0.1`, `EXCLUDE pattern`, comma-separated).
    #[arg(long, value_name = "RULES", value_parser = check_host_resolver_rules)]
    pub host_resolver_rules: Vec<String>,
}

fn check_allow_net(text: &str) -> Result<String, String> {
    AllowNet::parse(text).map(|_| text.to_string())
}

fn check_host_resolver_rules(text: &str) -> Result<String, String> {
    HostResolverRules::parse(text).map(|_| text.to_string())
}

impl NetworkArgs {
    /// `hosts` with the network loader the flags ask for, each request at most `timeout`
    /// long (none without --allow-net; the other flags alone are an error, so no one
    /// thinks they took effect).
    pub fn apply(&self, hosts: VirtualHosts, timeout: Duration) -> Result<VirtualHosts, String> {
        let mut allow = AllowNet::default();
        for list in &self.allow_net {
            allow.extend(AllowNet::parse(list)?);
        }
        if allow.is_empty() {
            if !self.ca_cert.is_empty()
                || self.ignore_certificate_errors
                || !self.host_resolver_rules.is_empty()
            {
                return Err(
                    "--ca-cert, --ignore-certificate-errors and --host-resolver-rules need --allow-net"
                        .into(),
                );
            }
            return Ok(hosts);
        }
        let mut resolver_rules = HostResolverRules::default();
        for rules in &self.host_resolver_rules {
            resolver_rules.extend(HostResolverRules::parse(rules)?);
        }
        let network = Network::new(NetworkOptions {
            allow,
            ca_certs: self.ca_cert.clone(),
            ignore_certificate_errors: self.ignore_certificate_errors,
            resolver_rules,
            max_body_bytes: None,
            request_timeout: Some(timeout),
        })?;
        Ok(hosts.with_network(network))
    }

    /// The flags again, for a child process.
    pub fn to_args(&self) -> Vec<std::ffi::OsString> {
        let mut args = Vec::new();
        for list in &self.allow_net {
            args.extend(["--allow-net".into(), list.into()]);
        }
        for file in &self.ca_cert {
            // Absolute: the child may run elsewhere.
            let file = std::fs::canonicalize(file).unwrap_or_else(|_| file.clone());
            args.extend(["--ca-cert".into(), file.into_os_string()]);
        }
        if self.ignore_certificate_errors {
            args.push("--ignore-certificate-errors".into());
        }
        for rules in &self.host_resolver_rules {
            args.extend(["--host-resolver-rules".into(), rules.into()]);
        }
        args
    }
}
