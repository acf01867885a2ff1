"""A deep ensemble of temperature-scaled MLPs trained in one vectorised step."""
