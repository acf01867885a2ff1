"""RealNVP affine-coupling flow on 2-D data, written with equinox."""
from .flow import RealNVP
