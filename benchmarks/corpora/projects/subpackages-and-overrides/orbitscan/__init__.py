"""Point masses under simple force laws, integrated with a leapfrog scheme."""
