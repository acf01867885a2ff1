"""Tabular preprocessing with missing values, then a logistic regression fit."""
