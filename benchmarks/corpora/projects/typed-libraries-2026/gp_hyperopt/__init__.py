"""Gaussian-process regression with hyperparameters fitted by gradient descent."""
from .gp import GPParams, neg_log_marginal_likelihood
from .kernels import rbf

__all__ = ["GPParams", "neg_log_marginal_likelihood", "rbf"]
