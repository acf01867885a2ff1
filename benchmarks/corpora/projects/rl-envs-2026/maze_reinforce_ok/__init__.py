"""A walled maze solved with REINFORCE and an equinox policy."""
