import equinox as eqx
import jax
import jax.numpy as jnp

from . import analysis, data, evaluate, hparams, model, train


def main():
    hp = hparams.HP
    x, y = data.make(jax.random.PRNGKey(0), hp.n, hp.in_dim, hp.out_dim, hp.noise)
    print("acts", analysis.activation_check(hp.width), "stack", analysis.fresh_stack(hp.width, 2, jax.random.PRNGKey(4)))
    net = model.Net(hp, jax.random.PRNGKey(1))
    opt_state = train.OPT.init(eqx.filter(net, eqx.is_array))
    gain = jnp.float32(0.5)
    net, opt_state, loss = train.multi_step(net, opt_state, x, y, gain, jax.random.PRNGKey(2), hp.steps)
    eager, jitted = evaluate.both(net, x, y, 1.0)
    print("loss", float(loss), "eval", float(eager), float(jitted))
    print("sweep", analysis.gain_sweep(net, x, y, (0.5, 1.0)), "blocks", analysis.block_gains(net, x[0], 1.0))
    net, opt_state, loss = analysis.two_steps(net, opt_state, x, y, gain, jax.random.PRNGKey(5))
    print("two steps", float(loss))
