fn main() { println!("roce"); }
