import equinox as eqx
import jax
import jax.numpy as jnp

from . import diagnostics, fields, hparams, sim, train, util


def main():
    hp = hparams.HP
    field = fields.VectorField(jax.random.PRNGKey(0), hp["state_dim"], hp["width"], hp["depth"])
    y0s = jax.random.normal(jax.random.PRNGKey(1), (4, hp["state_dim"]))
    target = jnp.stack([sim.reference(y0, hp["dt"], hp["horizon"], hp["substeps"]) for y0 in y0s])
    dts = jnp.full((hp["horizon"],), hp["dt"])
    subs = hp["substeps"]
    print("smoothed", field.smoothed(y0s[0]))
    print("drift", diagnostics.convergence(y0s[0], hp["dt"]))
    opt = train.make_opt(hp["lr"])
    opt_state = opt.init(eqx.filter(field, eqx.is_array))
    step = train.make_step(opt)
    for group in util.chunks(list(range(hp["iters"])), 2):
        for _ in group:
            field, opt_state, loss = step(field, opt_state, y0s, target, dts, subs)
        print("loss", float(loss))
    err = diagnostics.one_step_error(field, y0s, hp["dt"], n_sub=hp["substeps"])
    print("one-step error", float(err))
