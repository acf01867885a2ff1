"""mdsim: two-dimensional molecular dynamics with pluggable pair potentials."""

__version__ = "0.3.0"
