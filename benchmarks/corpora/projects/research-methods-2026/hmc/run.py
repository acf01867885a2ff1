import jax
import jax.numpy as jnp
import numpy as np

from hmc import diagnostics, sampler, targets
from hmc.config import HMCConfig
from hmc.kernels import make_kernel


def main(cfg=HMCConfig()):
    X, y, w_true = targets.make_dataset(cfg.seed, cfg.n_data, cfg.n_features)
    logp = targets.make_logreg_target(X, y, cfg.prior_scale)
    kernel = make_kernel(logp, cfg)

    key = jax.random.PRNGKey(cfg.seed)
    state = sampler.init_state(logp, jnp.zeros(cfg.n_features))
    key, k_warm, k_samp = jax.random.split(key, 3)
    state, _, infos = sampler.run_chain(kernel, state, k_warm, cfg.num_warmup)
    print(f"warmup acceptance {float(infos.accept_prob.mean()):.3f}")
    state, qs, infos = sampler.run_chain(kernel, state, k_samp, cfg.num_samples)
    qs = np.asarray(qs)
    print(f"sampling acceptance {float(infos.accept_prob.mean()):.3f}, "
          f"mean leapfrog steps {float(infos.n_steps.mean()):.1f}")
    print("posterior mean", np.round(qs.mean(0), 3))
    print("true weights  ", np.round(w_true, 3))
    print("ESS per dim   ", np.round([diagnostics.ess(qs[:, j]) for j in range(qs.shape[1])], 1))
