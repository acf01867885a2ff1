import jax
from jax import lax

from .kernels import hmc_kernel, init_state, mala_kernel


def make_kernel(target, method, args):
    if method == "mala":
        return mala_kernel(target.log_prob, args.mala_step)
    if method == "hmc":
        return hmc_kernel(target.log_prob, args.hmc_step, args.leapfrog)
    raise ValueError(method)


def run_chains(key, target, x0s, method, args):
    kernel = make_kernel(target, method, args)
    n_samples = args.n_samples

    def one_chain(chain_key, x0):
        state = init_state(target.log_prob, x0)

        def body(state, k):
            state, accepted = kernel(k, state)
            return state, (state.x, accepted)

        _, (xs, acc) = lax.scan(body, state, jax.random.split(chain_key, n_samples))
        return xs, acc

    keys = jax.random.split(key, x0s.shape[0])
    return jax.jit(jax.vmap(one_chain))(keys, x0s)
