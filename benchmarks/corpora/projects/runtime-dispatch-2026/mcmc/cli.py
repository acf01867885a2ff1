"""Sample the posterior described by ``config.get_config()``."""
import numpy as np

from . import config as config_lib
from . import diagnostics, registry, sampler
from .data import make_classification
from .models import build_logdensity


def main(config=None):
    config = config or config_lib.get_config()
    diagnostics.reset()
    data = make_classification(config.data.num_points, config.data.dim,
                               config.data.noise, config.seed)
    logdensity = build_logdensity(config.model, data)
    kernel_factory = registry.get_kernel(config.sampler.kernel)
    print(f"kernel={config.sampler.kernel} from {registry.available_kernels()}")
    draws = sampler.sample(kernel_factory, logdensity, config.sampler,
                           config.data.dim, config.seed)
    rhat = diagnostics.split_rhat(draws)
    print("posterior mean:", np.round(draws.reshape(-1, draws.shape[-1]).mean(0), 3))
    print("true weights:  ", np.round(data["true_w"], 3))
    print("split R-hat:   ", np.round(rhat, 3))
    for name, value in diagnostics.summarize().items():
        print(f"{name:>22s} = {value:.3f}")
    return 0
