"""Toy DDPM on 2D swiss-roll data with a DDIM sampler."""
