"""Random-subspace ensemble of small regressors, trained in one vmapped, jitted step."""
