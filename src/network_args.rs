//! The network loader's flags, the same on every front end that loads pages.
use std::path::PathBuf;
use std::time::Duration;

use framescope::runtime::loader::allow_net::AllowNet;
use framescope::runtime::loader::host_resolver_rules::HostResolverRules;
use framescope::runtime::loader::hosts::VirtualHosts;
use framescope::runtime::loader::network::{Network, NetworkOptions};

#[derive(clap::Args, Clone, Debug, Default)]
pub struct NetworkArgs {
    /// Fetch these hosts over real HTTP(S) instead of from the hosts folder
    /// (HOST[:PORT][,…], as `localhost`, `127.0.0.1:5173`, `*.example.test`). Without it
    /// nothing leaves the process.
    #[arg(long, value_name = "HOSTS", value_parser = AllowNet::parse)]
    pub allow_net: Vec<AllowNet>,
    /// Trust the certificates of this PEM file (a local test CA) instead of the webpki
    /// roots (with --allow-net).
    #[arg(long, value_name = "FILE")]
    pub ca_cert: Vec<PathBuf>,
    /// Accept any server certificate (with --allow-net; for local test servers only).
    #[arg(long)]
    pub ignore_certificate_errors: bool,
    /// Connect to other addresses than DNS gives, as Chrome's switch reads
    /// (`MAP *.web-platform.test 127.0.0.1`, `EXCLUDE pattern`, comma-separated).
    #[arg(long, value_name = "RULES", value_parser = HostResolverRules::parse)]
    pub host_resolver_rules: Vec<HostResolverRules>,
}

impl NetworkArgs {
    /// `hosts` with the network loader the flags ask for (none without --allow-net; the
    /// other flags alone are an error, so no one thinks they took effect).
    pub fn apply(&self, hosts: VirtualHosts, timeout: Duration) -> Result<VirtualHosts, String> {
        let mut allow = AllowNet::default();
        for list in &self.allow_net {
            allow.extend(list.clone());
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
            resolver_rules.extend(rules.clone());
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
}
