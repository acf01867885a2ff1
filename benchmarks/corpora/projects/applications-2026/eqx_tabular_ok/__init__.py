"""House-price style tabular regression with equinox."""
