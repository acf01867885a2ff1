import jax
import jax.numpy as jnp
import numpy as np

from . import config, models, sampler, schedules, utils


def make_problem(length, n, seed):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 1, length)
    freqs = rng.uniform(1, 4, size=(n, 1))
    signal = 0.5 * np.sin(2 * np.pi * freqs * t)
    mask = np.zeros(length, dtype=np.float32)
    mask[: length // 3] = 1.0
    mask[-length // 4 :] = 1.0
    return jnp.asarray(signal, jnp.float32), jnp.asarray(mask)


def main():
    mcfg, scfg = config.ModelConfig(), config.SamplerConfig()
    key = utils.seed_everything(config.SEED)
    mkey, skey = jax.random.split(key)
    model = models.Precond(mcfg, mkey)
    print("schedule:", schedules.describe(scfg))
    observed, mask = make_problem(mcfg.length, config.NUM_SAMPLES, config.SEED)
    x, fracs = sampler.inpaint(model, observed, mask, skey, scfg)
    err = jnp.mean(jnp.abs(x - observed) * mask)
    print(f"known fraction {float(fracs[0]):.2f}; error on known region {float(err):.4f}")
    print("sample range", float(x.min()), float(x.max()), "norm", utils.tree_l2(utils.host_snapshot(x)))


if __name__ == "__main__":
    main()
