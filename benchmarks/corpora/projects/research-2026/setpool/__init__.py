"""DeepSets regressor over padded point sets, written in equinox."""
