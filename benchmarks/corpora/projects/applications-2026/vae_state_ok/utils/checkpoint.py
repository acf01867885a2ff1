import pickle

import jax


def save_state(path, state):
    if not path:
        return
    with open(path, "wb") as f:
        pickle.dump({"params": jax.device_get(state.params), "step": int(state.step)}, f)
