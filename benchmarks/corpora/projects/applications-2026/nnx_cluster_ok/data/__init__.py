from .mixture import GaussianMixture
