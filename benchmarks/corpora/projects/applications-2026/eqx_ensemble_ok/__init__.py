"""Deep ensemble for 1D regression with uncertainty, written with equinox."""
