import numpy as np

from relay import engine, walls
from relay.state import initial_state


def main():
    state = initial_state(8)
    final = engine.simulate(state, 0.01, n_steps=200)
    print("time", float(final.time))
    print("max |pos|", float(np.max(np.abs(final.pos))), "box", walls.BOX)


if __name__ == "__main__":
    main()
