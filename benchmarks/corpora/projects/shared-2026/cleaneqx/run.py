import equinox as eqx
import jax
import jax.numpy as jnp

from . import data, evaluate, hparams, model, train


def main():
    hp = hparams.HP
    x, y = data.make(jax.random.PRNGKey(0), hp.n, hp.in_dim, hp.out_dim, hp.noise)
    net = model.Net(hp, jax.random.PRNGKey(1))
    opt_state = train.OPT.init(eqx.filter(net, eqx.is_array))
    gain = jnp.float32(0.5)
    net, opt_state, loss = train.multi_step(net, opt_state, x, y, gain, jax.random.PRNGKey(2), hp.steps)
    eager, jitted = evaluate.both(net, x, y, 1.0)
    print("loss", float(loss), "eval", float(eager), float(jitted))
