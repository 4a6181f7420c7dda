//! `verify --cache [DIR]`, `--no-cache`, `--cache-max-mb N`: the verification cache of the
//! `cache` crate attached to the solver options (vcgen calls it through
//! [`vcgen::memo`]). Off unless asked for; `--cache` alone uses `.rboogie-cache/` beside the
//! last input file. With `--dump-dir` the cache is off (every query's transcript is wanted).

use std::path::PathBuf;

use clap::Args;

#[derive(Args, Debug, Clone, Default)]
pub struct CacheArgs {
    /// Keep results per implementation in DIR and take them from there when the query is
    /// the same up to names and positions (default DIR: `.rboogie-cache` beside the last
    /// input file).
    #[arg(long, value_name = "DIR", num_args = 0..=1, default_missing_value = "")]
    pub cache: Option<String>,
    /// No cache, even with `--cache`.
    #[arg(long)]
    pub no_cache: bool,
    /// The size limit of the cache directory, in MiB (least recently used entries go).
    #[arg(long, value_name = "MIB", default_value_t = cache::store::DEFAULT_MAX_BYTES >> 20)]
    pub cache_max_mb: u64,
    /// Print on stderr how many implementations were found in the cache and how many were
    /// sent to the solver.
    #[arg(long)]
    pub cache_stats: bool,
}

impl CacheArgs {
    /// The cache directory of a run on `files`, if any.
    pub fn dir(&self, files: &[String]) -> Option<PathBuf> {
        if self.no_cache {
            return None;
        }
        match self.cache.as_deref()? {
            "" => Some(cache::default_dir(files.last().map(String::as_str).unwrap_or("."))),
            dir => Some(PathBuf::from(dir)),
        }
    }

    /// `opts` with the cache attached (when asked for, not watched by `--dump-dir`, and
    /// without `--model-view`, whose values are read from the solver's model, which the
    /// cache does not keep). A directory that cannot be created leaves the cache off, with
    /// a warning on stderr.
    pub fn attach(&self, mut opts: vcgen::Options, files: &[String]) -> vcgen::Options {
        let Some(dir) = self.dir(files) else { return opts };
        if opts.dump_dir.is_some() || opts.model_view {
            return opts;
        }
        match cache::DiskCache::open(&dir, self.cache_max_mb << 20) {
            Ok(c) => opts.cache = Some(c.report_stats(self.cache_stats).hook()),
            Err(e) => eprintln!("rboogie: warning: no cache in {}: {e}", dir.display()),
        }
        opts
    }
}
