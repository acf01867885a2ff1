import equinox as eqx
import jax
import numpy as np
import optax

from . import config
from .losses import bits_per_char, lm_loss
from .model import CharLM
from .vocab import VOCAB_SIZE


def make_step(optim):
    @eqx.filter_jit
    def step(model, opt_state, batch):
        loss, grads = eqx.filter_value_and_grad(lm_loss)(model, batch)
        updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        return eqx.apply_updates(model, updates), opt_state, loss

    return step


def train(packed, held_out):
    key = jax.random.PRNGKey(config.SEED)
    model = CharLM(VOCAB_SIZE, config.SEQ_LEN, config.D_MODEL, config.N_HEADS, config.N_LAYERS, key)
    optim = optax.adam(config.LR)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    step = make_step(optim)
    evaluate = eqx.filter_jit(bits_per_char)
    rng = np.random.default_rng(config.SEED)
    n_rows = packed["inputs"].shape[0]
    for i in range(config.N_STEPS):
        idx = rng.choice(n_rows, config.BATCH_SIZE, replace=False)
        model, opt_state, loss = step(model, opt_state, {k: v[idx] for k, v in packed.items()})
        if i % 20 == 0 or i == config.N_STEPS - 1:
            print(f"step {i:3d}  loss {float(loss):.3f}  held-out bpc {float(evaluate(model, held_out)):.3f}")
    return model
