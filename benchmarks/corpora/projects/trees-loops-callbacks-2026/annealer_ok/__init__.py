"""Damped gradient-descent solver for regularised logistic regression."""
