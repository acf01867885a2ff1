import jax
import numpy as np
import optax
from flax import nnx

from .config import GANConfig
from .data import RingMixture
from .evaluate import mode_coverage
from .losses import discriminator_loss, generator_loss
from .nets import Discriminator, Generator
from .regularizers import R1Penalty


def make_steps(regularizer):
    @nnx.jit
    def d_step(gen, disc, d_opt, real, z):
        fake = gen(z)

        def loss_fn(d):
            return discriminator_loss(d, real, fake, regularizer)

        loss, grads = nnx.value_and_grad(loss_fn)(disc)
        d_opt.update(disc, grads)
        return loss

    @nnx.jit
    def g_step(gen, disc, g_opt, z):
        def loss_fn(g):
            return generator_loss(g, disc, z)

        loss, grads = nnx.value_and_grad(loss_fn)(gen)
        g_opt.update(gen, grads)
        return loss

    return d_step, g_step


def main():
    cfg = GANConfig()
    rngs = nnx.Rngs(cfg.seed)
    gen = Generator(cfg.noise_dim, cfg.hidden, rngs)
    disc = Discriminator(cfg.hidden, rngs)
    g_opt = nnx.Optimizer(gen, optax.adam(cfg.g_lr, b1=0.5), wrt=nnx.Param)
    d_opt = nnx.Optimizer(disc, optax.adam(cfg.d_lr, b1=0.5), wrt=nnx.Param)
    data = RingMixture(cfg.n_modes, cfg.radius, seed=cfg.seed)
    d_step, g_step = make_steps(R1Penalty(cfg.r1_weight, cfg.r1_clip))
    key = jax.random.PRNGKey(cfg.seed)
    for i in range(cfg.steps):
        key, kd, kg = jax.random.split(key, 3)
        real = data.sample(cfg.batch_size)
        d_loss = d_step(gen, disc, d_opt, real, jax.random.normal(kd, (cfg.batch_size, cfg.noise_dim)))
        g_loss = g_step(gen, disc, g_opt, jax.random.normal(kg, (cfg.batch_size, cfg.noise_dim)))
        if i % 20 == 0:
            print(f"step {i:3d} d {float(d_loss):.3f} g {float(g_loss):.3f}")
    samples = np.asarray(gen(jax.random.normal(key, (512, cfg.noise_dim))))
    modes, frac = mode_coverage(samples, data.centers)
    print(f"modes covered {modes}/{cfg.n_modes}, close fraction {frac:.2f}")
