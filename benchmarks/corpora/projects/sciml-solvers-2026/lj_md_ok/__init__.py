"""2D Lennard-Jones molecular dynamics with Verlet neighbour lists."""
