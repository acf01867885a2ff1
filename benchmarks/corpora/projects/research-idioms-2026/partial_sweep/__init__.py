"""Mean-field VI for Bayesian linear regression; a JSON hyper-parameter sweep over jitted fits."""
