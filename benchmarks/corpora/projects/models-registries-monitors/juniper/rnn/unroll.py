from jax import lax


def unroll(cell, params, xs):
    """Run `cell` over xs of shape [time, batch, features]; returns all hidden states."""
    state0 = cell.zero_state(xs.shape[1])

    def body(state, x_t):
        state = cell(params, state, x_t)
        return state, state[0]

    _, hs = lax.scan(body, state0, xs)
    return hs
