"""Implicit-feedback recommender trained with a BPR objective."""
