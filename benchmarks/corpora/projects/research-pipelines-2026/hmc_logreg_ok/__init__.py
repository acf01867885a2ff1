"""HMC with dual-averaging step-size adaptation for Bayesian logistic regression."""
