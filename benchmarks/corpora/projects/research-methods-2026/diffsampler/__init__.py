"""Toy DDPM on 2-D data: train an epsilon-predictor, then ancestral sampling."""
