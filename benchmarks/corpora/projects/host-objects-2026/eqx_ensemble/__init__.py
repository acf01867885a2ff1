"""A temperature-scaled ensemble of small equinox MLPs for 1-D regression."""
